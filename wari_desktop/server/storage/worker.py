"""A store on a thread of its own, for the server's event loop: ``await store.run(fn)``
runs ``fn(store)`` there and answers once what it wrote is committed.

Group commit: the thread takes every job waiting when it starts a transaction, runs them
all, and commits once, so under load one ``fsync`` covers many moves; no job is answered
before its commit. Each job runs inside a savepoint, so one that raises is undone alone
and its error goes to its caller; if the commit itself fails, every job of the batch gets
that error and nothing of it holds.

A failure of the store itself (SQLite refusing a write: "database or disk is full",
"attempt to write a readonly database", an I/O error; or an ``OSError``) reaches the
caller as ``StoreFailed``, which the server answers ``not-stored``; a job's own errors
(``NameTaken``, a refusal) reach it as they are. (The PostgreSQL store raises
``StoreFailed`` itself for its database's failures: a lost connection, a full disk, a
read-only database.)
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import sqlite3
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from .interface import Store, StoreFailed

T = TypeVar("T")
#: The most jobs committed together.
BATCH = 512

_Job = tuple[Callable[[Store], Any], asyncio.Future[Any], asyncio.AbstractEventLoop]


class AsyncStore:
    """Runs jobs on ``store`` in one thread, committing them in batches."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, name="wari-store", daemon=True)
        self.commits = 0
        self.jobs_done = 0
        self._thread.start()

    async def run(self, job: Callable[[Store], T]) -> T:
        """``job(store)``'s result, once committed (its exception, rolled back)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._jobs.put((job, future, loop))
        return await future

    def close(self) -> None:
        """Finish every job given so far, then close the store."""
        self._jobs.put(None)
        self._thread.join()
        self.store.close()

    # -- the thread ------------------------------------------------------------------------
    def _serve(self) -> None:
        while True:
            first = self._jobs.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < BATCH:
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if job is None:
                    stop = True
                    break
                batch.append(job)
            self._run_batch(batch)
            if stop:
                return

    def _run_batch(self, batch: list[_Job]) -> None:
        """Run each job inside a savepoint (a job that raises is undone alone), commit
        once, then answer every job: its result, or its error."""
        outcomes: list[tuple[Any, BaseException | None]] = []
        try:
            for job, _, _ in batch:
                self.store.savepoint()
                try:
                    outcomes.append((job(self.store), None))
                except Exception as error:
                    self.store.release(keep=False)
                    outcomes.append((None, error))
                else:
                    self.store.release(keep=True)
            self.store.commit()
        except Exception as failure:  # the commit itself failed: nothing of the batch holds
            with contextlib.suppress(Exception):  # the thread must live on to answer
                self.store.rollback()
            outcomes = [(None, failure)] * len(batch)
        else:
            self.commits += 1
            self.jobs_done += len(batch)
        for (_, future, loop), (result, problem) in zip(batch, outcomes, strict=True):
            loop.call_soon_threadsafe(_settle, future, result, problem)


def store_failure(error: BaseException) -> BaseException:
    """``error`` as the caller gets it: ``StoreFailed`` for a failure of the store
    itself (see the module's docstring), else ``error``."""
    if isinstance(error, (sqlite3.OperationalError, OSError)) or \
            type(error) is sqlite3.DatabaseError:
        failure = StoreFailed(f"the store could not do this: {error}")
        failure.__cause__ = error
        return failure
    return error


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(store_failure(error))
    else:
        future.set_result(result)
