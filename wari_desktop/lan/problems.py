"""Why what a player typed to join cannot be used: a ``JoinProblem`` the window turns
into its own translated sentence (with the error's ``values``), and an English sentence
for everyone else (``str(error)``). No Qt here, so no translation either."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class JoinProblem(StrEnum):
    """What is wrong with a typed address or code; ``values`` name the parts quoted."""

    ADDRESS_MISSING = "address-missing"    #: nothing typed
    NOT_AN_ADDRESS_ONLY = "not-address-only"  #: a URL or a path typed
    BRACKET_UNCLOSED = "bracket-unclosed"  #: "[fe80::1"
    AFTER_BRACKET = "after-bracket"        #: "[fe80::1]x"
    NOT_IPV6 = "not-ipv6"                  #: values: host
    NOT_IPV4 = "not-ipv4"                  #: values: host
    PORT_MISSING = "port-missing"          #: "host:"
    BAD_PORT = "bad-port"                  #: values: port (as typed)
    HOST_MISSING = "host-missing"          #: ":7531"
    BAD_HOST = "bad-host"                  #: values: host
    CODE_MISSING = "code-missing"          #: no code typed
    CODE_LENGTH = "code-length"            #: values: wanted, typed (numbers of characters)
    CODE_LETTERS = "code-letters"          #: values: letters (those no code has)


class JoinInputError(ValueError):
    """What was typed cannot be used: ``problem`` and its ``values`` for the window, the
    message in English for logs and tests."""

    def __init__(self, problem: JoinProblem, message: str, **values: Any) -> None:
        super().__init__(message)
        self.problem = problem
        self.values = values
