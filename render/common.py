"""What the three board renderers share: the pen that draws text, panels and pieces in a board's style,
the board labels from the message catalogue, and the PNG encoding.

Each game's pen (``render/boze_pen.py``, ``render/sigismundus_pen.py``, ``render/niepodlegla_pen.py``)
subclasses a pen here with the pieces of its own game; the game's panel modules (``render/<game>_<panel>.py``)
decide what to draw where.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import ClassVar, Generic, Protocol, TypeVar

from PIL import Image, ImageDraw

from render.fonts import Font, bold, regular, text_mask, text_width
from render.layout_base import RGB, Rect, Style
from rules.core.messages import CATALOGUE, Param, msg

PNG_LEVEL = 3
WHITE = (255, 255, 255)


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of a drawn board.

    The board is a few flat colours plus anti-aliased text, so a 256-colour palette loses nothing
    visible and makes the file several times smaller. The palette is chosen from the picture at half
    size (every flat colour and the blends of the text edges are still there, at a quarter of the
    cost), then every pixel takes its nearest palette colour. A fast zlib level costs a fifth more
    bytes than the default and a half less time; ``optimize`` would cost far more than it saves.
    """
    sample = image.reduce(2).quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    palette = image.quantize(palette=sample, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    palette.save(buffer, format="PNG", optimize=False, compress_level=PNG_LEVEL)
    return buffer.getvalue()


def catalogue_label(prefix: str, lang: str, key: str, **params: Param) -> str:
    """The board label ``<prefix><key>`` (``render.boze.turn``) from the message catalogue, in ``lang``."""
    return CATALOGUE.format(msg(prefix + key, **params), str, lang)


class BoardLayout(Protocol):
    """What every pen needs of a game's layout: text sizes, piece sizes and the palette."""

    @property
    def text(self) -> Mapping[str, int]: ...

    @property
    def pieces(self) -> Mapping[str, int]: ...

    def colour(self, key: str) -> RGB: ...


L = TypeVar("L", bound=BoardLayout)


class BoardPen(Generic[L]):
    """Drawing primitives in the board's style, so the section functions stay short."""

    prefix: ClassVar[str]
    """Where the board's labels live in the catalogue: ``render.<game>.``."""
    trim_before_ellipsis: ClassVar[bool] = False
    """Whether :meth:`fit` drops the spaces a cut leaves before its ellipsis."""

    def __init__(self, image: Image.Image, layout: L, lang: str = "en") -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.layout = layout
        self.size = layout.text
        self.piece = layout.pieces
        self.lang = lang

    def t(self, key: str, **params: Param) -> str:
        """The label ``<prefix><key>`` in the board's language."""
        return catalogue_label(self.prefix, self.lang, key, **params)

    def colour(self, key: str | RGB) -> RGB:
        """A palette colour by its key; a colour given as RGB stays as it is."""
        return self.layout.colour(key) if isinstance(key, str) else key

    def font(self, size: str, heavy: bool = False) -> Font:
        return bold(self.size[size]) if heavy else regular(self.size[size])

    def width(self, text: str, size: str = "body", heavy: bool = False) -> int:
        return text_width(text, self.size[size], heavy)

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        size: str = "body",
        heavy: bool = False,
        fill: str | RGB = "ink",
        anchor: str = "lm",
    ) -> int:
        """Draw text and return its width, so callers can continue after it on the same line."""
        if not text:
            return 0
        mask, (dx, dy) = text_mask(text, self.size[size], heavy, anchor)
        self.image.paste(self.colour(fill), (xy[0] + dx, xy[1] + dy), mask)
        return text_width(text, self.size[size], heavy)

    def label(self, xy: tuple[int, int], text: str) -> int:
        """A muted small caption in front of a row of pieces; returns where the pieces start."""
        return xy[0] + self.text(xy, text, "small", fill="muted") + 8

    def fit(self, text: str, width: int, size: str = "body", heavy: bool = False) -> str:
        """``text`` shortened with an ellipsis so it fits ``width`` pixels."""
        if self.width(text, size, heavy) <= width:
            return text
        font = self.font(size, heavy)
        while text and font.getlength(text + "…") > width:
            text = text[:-1]
        return (text.rstrip() if self.trim_before_ellipsis else text) + "…"

    def panel(self, rect: Rect, fill: str | RGB = "panel", outline: str | RGB = "border", width: int = 2) -> None:
        self.draw.rounded_rectangle(
            rect.box, radius=10, fill=self.colour(fill), outline=self.colour(outline), width=width
        )


class HeaderLayout(BoardLayout, Protocol):
    """A layout with a header strip and a game-over banner in it."""

    @property
    def header(self) -> Rect: ...

    @property
    def banner(self) -> Rect: ...


H = TypeVar("H", bound=HeaderLayout)


class PiecePen(BoardPen[H]):
    """The pen of a board of round pieces in houses' colours, rounded labels, a track of rounds and phases,
    and a table of the houses (Boże Igrzysko, Sigismundus Augustus)."""

    pill_piece: ClassVar[str]
    """The piece size (``layout.pieces``) that is the height of a rounded label."""
    accent: ClassVar[tuple[str, str]]
    """The palette keys of the board's accent and of text on it: the current cell of a track, the private
    view's mark."""

    def disc(self, centre: tuple[int, int], radius: int, style: Style, text: str = "") -> None:
        """A round piece (an estate disc, a House marker, a token, a colour swatch) in a house's colours,
        with an optional count."""
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        self.draw.ellipse(box, fill=style.fill, outline=style.outline, width=2)
        if text:
            self.text(centre, text, "small", True, style.text, "mm")

    def empty(self, centre: tuple[int, int], radius: int) -> None:
        """An empty place where a piece may go."""
        x, y = centre
        self.draw.ellipse((x - radius, y - radius, x + radius, y + radius), outline=self.colour("link"), width=2)

    def pill(self, x: int, y: int, text: str, style: Style, heavy: bool = True) -> int:
        """A rounded label in a piece's colours (an army, a card, a treaty); returns the x after it."""
        height = self.piece[self.pill_piece]
        width = self.width(text, "small", heavy) + 16
        box = (x, y - height // 2, x + width, y + height // 2)
        self.draw.rounded_rectangle(box, radius=height // 2, fill=style.fill, outline=style.outline, width=2)
        self.text((x + width // 2, y), text, "small", heavy=heavy, fill=style.text, anchor="mm")
        return x + width + 6

    def pill_width(self, text: str, heavy: bool = True) -> int:
        """The room a :meth:`pill` takes in a row, with the gap after it."""
        return self.width(text, "small", heavy) + 22

    def style(self, fill: str, text: str = "ink", outline: str = "ink") -> Style:
        """A piece style from palette colours, outlined in ink unless told otherwise."""
        return Style(self.colour(fill), self.colour(outline), self.colour(text))

    def header(self, title: str, headline: str, finished: bool, house: str | None, edition: str) -> None:
        """The header strip: the game's title, then the headline in the room left by what stands at the right:
        the game-over banner, whose private image this is (``house``: the viewer's), or the edition."""
        rect, banner = self.layout.header, self.layout.banner
        y = rect.y + rect.h // 2
        x = rect.x + 20 + self.text((rect.x + 20, y), title, "title", heavy=True) + 24
        right = rect.right - 20
        if finished:
            fill, outline = self.colour("banner"), self.colour("ink")
            self.draw.rounded_rectangle(banner.box, radius=8, fill=fill, outline=outline, width=2)
            self.text(banner.centre, self.t("game_over"), "heading", heavy=True, fill="banner_text", anchor="mm")
            room = banner.x - x - 20
        elif house is not None:
            seen_by = self.t("private_view", house=house)
            room = right - self.text((right, y), seen_by, "body", heavy=True, fill=self.accent[0], anchor="rm") - x - 30
        else:
            named = self.t("edition", edition=edition)
            room = right - self.text((right, y), named, "small", fill="muted", anchor="rm") - x - 30
        self.text((x, y), self.fit(headline, room, "heading"), "heading")

    def cell(self, cell: tuple[int, int, int], text: str, current: bool, past: bool) -> int:
        """A numbered cell of a track (``cell``: left edge, middle, width), the current one in the accent;
        returns the x of the next."""
        x, y, width = cell
        box = (x, y - 14, x + width - 1, y + 14)
        if current:
            mark, ink = self.accent
            self.draw.rounded_rectangle(box, radius=5, fill=self.colour(mark), outline=self.colour("ink"), width=2)
            self.text((x + width // 2, y), text, "small", heavy=True, fill=ink, anchor="mm")
        else:
            self.draw.rounded_rectangle(
                box, radius=5, fill=self.colour("field" if past else "panel"), outline=self.colour("border")
            )
            self.text((x + width // 2, y), text, "small", fill="muted", anchor="mm")
        return x + width + 3

    def status(self, xy: tuple[int, int], finished: bool, submitted: bool, owes_answer: bool) -> None:
        """Whether the table waits for a seat; never what a seat has sealed."""
        if finished:
            return
        if submitted:
            self.text(xy, self.t("submitted"), heavy=True, fill="submitted")
        elif owes_answer:
            self.text(xy, self.t("waiting"), heavy=True, fill="waiting")
        else:
            self.text(xy, "—", fill="muted")
