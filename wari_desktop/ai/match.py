"""``python -m wari_desktop.ai.match``: the match tool's old name, kept for one release.

The match tool lives in ``wari_desktop.arena`` now (``python -m wari_desktop.arena``): a
tool above ``ai`` and ``engine``, not part of the computer player. Run as a script, this
module says so and runs it; imported, it holds nothing (``ai`` imports nothing above it).
"""

from __future__ import annotations

if __name__ == "__main__":
    import runpy
    import sys

    print("python -m wari_desktop.ai.match is now python -m wari_desktop.arena "
          "(the old name goes in the next release)", file=sys.stderr)
    runpy.run_module("wari_desktop.arena", run_name="__main__", alter_sys=True)
