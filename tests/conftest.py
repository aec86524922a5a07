"""Test set-up shared by every test: Qt draws offscreen, so no display is needed."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
