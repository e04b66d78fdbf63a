"""phasecheck's step vocabulary: Gherkin sentences -> scenario IR elements.

``vocabulary`` holds the sentences, ``scenario`` assembles a scenario's IR, and ``bdd``
registers the same sentences as pytest-bdd step definitions.
"""
