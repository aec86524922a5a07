"""Game, Open and Save: the file dialogs, the folder they start in, the record read or
written, and a dialog that names the problem when a file cannot be read or written (the
game in progress is never touched then). Also the question before a game with unsaved
moves is left: save it, discard it, or stay.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ...notation import EmptyRecordError, NotationError, Record, load
from ..dialogs.message_box import ask_to_save, show_problem
from ..platform.file_dialogs import open_file_name, save_file_name
from ..platform.single_instance import bring_to_front
from ..session.document import GameDocument

OGN_FILTER = "OGN game records (*.ogn);;All files (*)"
#: Where the last folder used in an Open or Save dialog is kept (QSettings key).
FOLDER_KEY = "files/folder"
#: Milliseconds between two looks whether the dialog in the way of a file sent by a
#: second start has closed.
MODAL_POLL = 200


translate = QCoreApplication.translate
#: These words were first the window's: translations are keyed on this context.
_CONTEXT = "MainWindow"


class GameFiles(QObject):
    """Opens and saves ``document``'s record, with ``window`` as the dialogs' parent;
    ``start_record(record, path)`` plays on from a record read."""

    def __init__(
        self,
        document: GameDocument,
        window: QWidget,
        start_record: Callable[[Record, Path | None], None],
    ) -> None:
        super().__init__(window)
        self.document = document
        self.window = window
        self._start_record = start_record
        #: Asks whether to save unsaved moves: "save", "discard" or "cancel" (tests
        #: replace it).
        self.ask_save: Callable[[str, str], str] = lambda title, text: ask_to_save(
            window, title, text
        )
        #: Before another game replaces the board: None when no online game of the
        #: player's is in progress on it, else whether the player leaves it (the window
        #: sets it to ``OnlineGames.may_leave``).
        self.leave_online: Callable[[], bool | None] = lambda: None
        #: Tells the player about a problem (title, text) in a dialog (tests replace it).
        self.problem: Callable[[str, str], None] = lambda title, text: show_problem(
            window, title, text
        )

    # -- folders -----------------------------------------------------------------------
    def start_folder(self) -> str:
        """Where the Open and Save dialogs start: the last folder used, else the user's
        documents folder, else their home."""
        remembered = QSettings().value(FOLDER_KEY)
        if remembered and Path(str(remembered)).is_dir():
            return str(remembered)
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if documents and Path(documents).is_dir():
            return documents
        return str(Path.home())

    @staticmethod
    def remember_folder(path: Path) -> None:
        """The next dialog starts in ``path``'s folder."""
        store = QSettings()
        store.setValue(FOLDER_KEY, str(path.parent.resolve()))
        store.sync()

    # -- opening -----------------------------------------------------------------------
    def open_game(self) -> None:
        """Pick an OGN file and play on from it."""
        if not self.may_abandon():
            return
        name = open_file_name(
            self.window,
            translate(_CONTEXT, "Open a game"),
            self.start_folder(),
            translate(_CONTEXT, OGN_FILTER),
        )
        if name:
            self.open_path(Path(name))

    def read_record(self, path: Path) -> Record | None:
        """The record in ``path``, or None after a dialog naming the file and the problem
        (line and column, an empty file, a folder, a file that cannot be read)."""
        try:
            return load(path)
        except (NotationError, OSError) as error:
            self.report_unreadable(path, error)
            return None

    def report_unreadable(self, path: Path, error: Exception) -> None:
        """Tell the player why ``path`` cannot be opened."""
        title = translate(_CONTEXT, "Cannot open {name}").format(name=path.name)
        if isinstance(error, EmptyRecordError):
            text = translate(_CONTEXT, "{path} is empty: there is no game in it.").format(
                path=path
            )
        elif isinstance(error, NotationError):
            where = (
                translate(_CONTEXT, "line {line}, column {column}: ").format(
                    line=error.line, column=error.column
                )
                if error.line
                else ""
            )
            text = translate(
                _CONTEXT, "This file is not a game record Wari can read.\n\n{where}{problem}"
            ).format(where=where, problem=error.message)
        elif isinstance(error, IsADirectoryError):
            text = translate(_CONTEXT, "{path} is a folder, not a game record.").format(path=path)
        elif isinstance(error, FileNotFoundError):
            text = translate(_CONTEXT, "There is no file {path}.").format(path=path)
        else:
            reason = error.strerror if isinstance(error, OSError) else None
            text = translate(_CONTEXT, "{path} cannot be read: {reason}.").format(
                path=path, reason=reason or str(error)
            )
        self.problem(title, text)

    def open_path(self, path: Path) -> bool:
        """Play on from the record in ``path``; a file that cannot be read gets a dialog
        naming the problem and leaves the current game untouched."""
        record = self.read_record(path)
        if record is None:
            return False
        self.remember_folder(path)
        self._start_record(record, path)
        return True

    def open_sent(self, name: str) -> bool:
        """A second start of the program sent ``name`` (an absolute path, or "" for none):
        the window comes to the front and, given a file, opens it as Game, Open does,
        asking first about unsaved moves. While a dialog of the program is open (a
        question, Settings, the welcome) that dialog comes to the front too, and the file
        waits until it is closed: opened under it, the dialog would go on answering for
        another game. True when the file was opened at once."""
        bring_to_front(self.window)
        modal = QApplication.activeModalWidget()
        if modal is not None:
            bring_to_front(modal)
            if name:
                QTimer.singleShot(MODAL_POLL, lambda: self._open_when_free(name))
            return False
        return bool(name) and self.may_abandon() and self.open_path(Path(name))

    def _open_when_free(self, name: str) -> None:
        """Open ``name`` once no dialog of the program is open."""
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(MODAL_POLL, lambda: self._open_when_free(name))
        elif self.may_abandon():
            self.open_path(Path(name))

    # -- saving ------------------------------------------------------------------------
    def save_game(self) -> bool:
        """Save to the file the game came from (or ask for one)."""
        if self.document.path is None:
            return self.save_game_as()
        return self.save_path(self.document.path)

    def save_game_as(self) -> bool:
        """Pick a file and save the game in it."""
        suggested = self.document.path or Path(self.start_folder()) / translate(
            _CONTEXT, "wari-game.ogn"
        )
        name = save_file_name(
            self.window,
            translate(_CONTEXT, "Save the game"),
            str(suggested),
            translate(_CONTEXT, OGN_FILTER),
        )
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".ogn")
        return self.save_path(path)

    def save_path(self, path: Path) -> bool:
        """Save the game atomically in ``path``; an unwritable place gets a dialog and
        leaves any file already there as it was."""
        try:
            self.document.save(path)
        except OSError as error:
            self.problem(
                translate(_CONTEXT, "Cannot save {name}").format(name=path.name),
                error.strerror or str(error),
            )
            return False
        self.remember_folder(path)
        return True

    def may_abandon(self) -> bool:
        """True when the game in progress may be replaced: nothing unsaved, or the player
        chose to save it (and it was saved) or to discard it. The player's own online game
        in progress is not the player's to save or discard (the server keeps it, and its
        record is saved at its end): the question is then whether to leave it."""
        leaving = self.leave_online()
        if leaving is not None:
            return leaving
        if not self.document.has_unsaved_moves():
            return True
        answer = self.ask_save(*self.abandon_question())
        if answer == "save":
            return self.save_game()
        return answer == "discard"

    def abandon_question(self) -> tuple[str, str]:
        """The question before unsaved moves are left, fitting the game: a finished game
        is not "in progress", and a game between two computers is watched, not played."""
        document, model = self.document, self.document.model
        over, watched = model.is_over(), not model.people()
        if over:
            headline = translate(_CONTEXT, "Save the finished game?")
        elif watched:
            headline = translate(_CONTEXT, "Stop the computers' game?")
        else:
            headline = translate(_CONTEXT, "Leave this game?")
        if document.path is not None:
            text = translate(
                _CONTEXT, "The moves played since {name} was last saved are not in the file yet."
            ).format(name=document.path.name)
        elif over:
            text = translate(_CONTEXT, "This finished game has not been saved in a file.")
        elif watched:
            text = translate(_CONTEXT, "The game between the computers has not been saved "
                             "in a file.")
        else:
            text = translate(_CONTEXT, "The game in progress has not been saved in a file.")
        return headline, text
