"""Progress bars that behave in log files.

On a terminal, `progress_bar(...)` is a plain tqdm bar. Off a terminal (stderr redirected to a
file, CI, nohup), tqdm would write a frame per refresh: a 10k-item benchmark left thousands
of them in its log. There `progress_bar(...)` writes one plain line instead, at the start, each
time another 10% of the total is done, whenever 10 s have passed since the last line (so a
long job shows it is alive), and a last line with the final count when it closes:

    loading: 0/10000 entry (0%)
    loading: 1000/10000 entry (10%), 00:04 elapsed, 250 entry/s, 00:36 left
    ...

A bar with `leave=False` (an inner, transient bar) writes only the 10 s lines.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sized
from types import TracebackType
from typing import Generic, Protocol, TextIO, TypeVar, overload

from tqdm import tqdm

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Bar(Protocol[T_co]):
    """What the scripts use of a tqdm bar."""

    def __iter__(self) -> Iterator[T_co]: ...
    def __enter__(self) -> Bar[T_co]: ...
    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...
    def update(self, n: float = 1) -> object: ...
    def set_postfix(self, **kwargs: object) -> object: ...
    def close(self) -> object: ...


@overload
def progress_bar(
    iterable: Iterable[T],
    *,
    total: float | None = None,
    desc: str = "",
    unit: str = "it",
    leave: bool = True,
    file: TextIO | None = None,
    every_s: float = 10.0,
    every_frac: float = 0.1,
) -> Bar[T]: ...


@overload
def progress_bar(
    iterable: None = None,
    *,
    total: float | None = None,
    desc: str = "",
    unit: str = "it",
    leave: bool = True,
    file: TextIO | None = None,
    every_s: float = 10.0,
    every_frac: float = 0.1,
) -> Bar[object]: ...


def progress_bar(
    iterable: Iterable[T] | None = None,
    *,
    total: float | None = None,
    desc: str = "",
    unit: str = "it",
    leave: bool = True,
    file: TextIO | None = None,
    every_s: float = 10.0,
    every_frac: float = 0.1,
) -> Bar[T] | Bar[object]:
    """A tqdm bar on a terminal; off one, a `LineProgress` that writes a few plain lines.
    Iterate over it (`for x in progress_bar(items, desc=...)`) or, with `total=`, call
    `update(n)` on it, in a with-block or closing it at the end."""
    stream = file if file is not None else sys.stderr
    isatty = getattr(stream, "isatty", None)
    if callable(isatty) and isatty():
        bar: Bar[T] = tqdm(iterable, total=total, desc=desc, unit=unit, leave=leave, file=stream)
        return bar
    return LineProgress(
        iterable,
        total=total,
        desc=desc,
        unit=unit,
        leave=leave,
        file=stream,
        every_s=every_s,
        every_frac=every_frac,
    )


class LineProgress(Generic[T]):
    """tqdm's interface (iterate, update, set_postfix, close, with-block), plain lines out."""

    def __init__(
        self,
        iterable: Iterable[T] | None = None,
        *,
        total: float | None = None,
        desc: str = "",
        unit: str = "it",
        leave: bool = True,
        file: TextIO,
        every_s: float = 10.0,
        every_frac: float = 0.1,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if total is None and isinstance(iterable, Sized):
            total = len(iterable)
        self.iterable = iterable
        self.total = total or None
        self.desc = desc
        self.unit = unit
        self.leave = leave
        self.file = file
        self.every_s = every_s
        self.every_frac = every_frac
        self.n: float = 0
        self._clock = clock
        self._start = clock()
        self._line_t = self._start
        self._line_n: float | None = None
        self._line_step = 0
        self._postfix = ""
        self._closed = False
        if leave:
            self._write(self._start)

    def __iter__(self) -> Iterator[T]:
        if self.iterable is None:
            raise TypeError("LineProgress without an iterable cannot be iterated")
        try:
            for obj in self.iterable:
                yield obj
                self.update(1)
        finally:
            self.close()

    def __enter__(self) -> LineProgress[T]:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def update(self, n: float = 1) -> None:
        self.n += n
        now = self._clock()
        step = self._step()
        if (self.leave and step > self._line_step) or now - self._line_t >= self.every_s:
            self._write(now)

    def set_postfix(self, **kwargs: object) -> None:
        self._postfix = ", ".join(f"{k}={v}" for k, v in kwargs.items())

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self.leave and self._line_n != self.n:
            self._write(self._clock())

    def _step(self) -> int:
        if not self.total or self.every_frac <= 0:
            return 0
        return math.floor(min(self.n / self.total, 1.0) / self.every_frac + 1e-9)

    def _write(self, now: float) -> None:
        self._line_t, self._line_n, self._line_step = now, self.n, self._step()
        self.file.write(self.describe(now) + "\n")
        self.file.flush()

    def describe(self, now: float) -> str:
        n = f"{self.n:g}"
        head = f"{self.desc}: " if self.desc else ""
        if self.total:
            line = f"{head}{n}/{self.total:g} {self.unit} ({100 * self.n / self.total:.0f}%)"
        else:
            line = f"{head}{n} {self.unit}"
        elapsed = now - self._start
        if self.n and elapsed > 0:
            rate = self.n / elapsed
            speed = f"{rate:.0f}" if rate >= 10 else f"{rate:.2g}"
            line += f", {tqdm.format_interval(elapsed)} elapsed, {speed} {self.unit}/s"
            if self.total and self.n < self.total:
                line += f", {tqdm.format_interval((self.total - self.n) / rate)} left"
        if self._postfix:
            line += f" [{self._postfix}]"
        return line
