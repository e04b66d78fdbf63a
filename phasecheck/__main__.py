"""python -m phasecheck: the same as the phasecheck command."""
import sys

from .interrupt import early, ending

early()  # before anything else is imported: a signal from now on is held for the command

from .cli import main  # noqa: E402

code = main()
ending()
sys.exit(code)
