"""python -m phasecheck: the same as the phasecheck command."""
import sys

from .cli import main

sys.exit(main())
