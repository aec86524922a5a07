"""The window's worker threads: kept and reused, a new one only when all are busy."""

from __future__ import annotations

import threading

import pytest

from wari_desktop.gui.game.workers import Workers


def test_jobs_one_after_the_other_reuse_one_thread() -> None:
    workers = Workers("test-worker")
    names: list[int] = []
    for _ in range(5):
        workers.submit(lambda: names.append(threading.get_ident()))
        assert workers.wait(5.0)
    assert len(names) == 5 and len(set(names)) == 1
    assert workers.threads() == 1
    assert not workers.busy()


def test_a_job_while_another_runs_gets_a_thread_of_its_own() -> None:
    workers = Workers("test-worker")
    release = threading.Event()
    started = threading.Event()

    def slow() -> None:
        started.set()
        release.wait(5.0)

    workers.submit(slow)
    assert started.wait(5.0)
    done = threading.Event()
    workers.submit(done.set)
    assert done.wait(5.0)  # did not wait for the slow job
    assert workers.busy()
    assert not workers.wait(0.05)
    release.set()
    assert workers.wait(5.0)
    assert workers.threads() == 2


def test_a_failing_job_is_logged_and_the_thread_serves_on(caplog: pytest.LogCaptureFixture
                                                          ) -> None:
    workers = Workers("test-worker")

    def fail() -> None:
        raise RuntimeError("broken")

    workers.submit(fail)
    assert workers.wait(5.0)
    done = threading.Event()
    workers.submit(done.set)
    assert done.wait(5.0)
    assert workers.threads() == 1
    assert "a background job failed" in caplog.text
