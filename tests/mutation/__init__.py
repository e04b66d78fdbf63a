"""Machine-made mutants of the reference engine, judged by the JSON scenarios alone.

``python -m tests.mutation`` makes every mutant cosmic-ray's operators make of the engine's rules
modules (``config.json`` names them, and what is left out and why), plays against each one the
scenario x edition runs that execute the mutated lines, and lists every mutant that survives
unless ``equivalents.json`` says why it can't be killed. docs/mutation.md is the guide.
"""
