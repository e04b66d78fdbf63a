"""phasecheck: a conformance suite for the phasing rules of Magic: The Gathering."""

__version__ = "0.1.0"
SCHEMA_VERSION = "1"
