"""pytest wiring: the step vocabulary (pytest-bdd step definitions) and the harness's plugin."""
pytest_plugins = ["phasecheck.steps.bdd", "phasecheck.pytest_plugin"]
