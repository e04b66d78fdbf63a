"""Adapters that plug third-party rules engines into phasecheck over its engine protocol."""
