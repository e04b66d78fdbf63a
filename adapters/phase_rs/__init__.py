"""phasecheck's adapter for phase.rs (PyPI ``phase-python``), a Rust rules engine: it plays the
suite's scenarios through phase.rs's public Python API. See docs/engines.md §13."""
