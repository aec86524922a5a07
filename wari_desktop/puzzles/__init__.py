"""Puzzles: positions where exactly one move wins, proven."""
