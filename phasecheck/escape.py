"""Every string phasecheck did not write itself, escaped for the place it lands: one function per
format, and every renderer calls these (never a replace of its own).

Strings from outside are untrusted wherever they come from: an engine (its name, reasons, board
fields, stderr, the line it broke the protocol with), a scenario file (title, question, ruling,
source, file names), a results file (ids, the suite version) or an expectations file (reasons).

- **terminal** (:func:`terminal`, :func:`terminal_lines`): control and format characters (escape
  sequences, carriage returns, bidirectional overrides) are shown as visible escapes (``\\x1b``),
  so nothing an engine says can move the cursor, clear the screen or set the window title.
- **Markdown** (:func:`markdown_text`, :func:`markdown_code`, :func:`markdown_block`,
  :func:`anchor`, :func:`link`): HTML is written as entities, Markdown syntax (emphasis, code,
  links, tables, autolinks, strikethrough, math) is backslash-escaped, newlines become spaces, and
  control characters are visible escapes: the text renders as the same text, never as an element.
- **HTML** (:func:`html_text`, and :func:`html_finalize` which the Jinja environments apply to
  every value before autoescaping it).
- **XML** (:func:`xml_text`, for JUnit): characters XML 1.0 can't carry become visible escapes
  (ElementTree escapes the markup itself).
"""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from markupsafe import Markup, escape as _markup_escape


def visible(text: Any, keep: str = "") -> str:
    """``text`` with every character a terminal or a viewer would act on, rather than show (control
    and format characters, line and paragraph separators, lone surrogates), written as its
    Python escape (``\\x1b``, ``\\u202e``); the characters in ``keep`` (e.g. a newline) stay."""
    text = str(text)
    plain = text
    for kept in keep:
        plain = plain.replace(kept, "")
    if plain.isprintable():
        return text
    return "".join(c if c.isprintable() or c in keep else _escaped(c) for c in text)


def _escaped(char: str) -> str:
    code = ord(char)
    if char in "\t\n\r":
        return {"\t": "\\t", "\n": "\\n", "\r": "\\r"}[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


# --- the terminal ----------------------------------------------------------------------------

def terminal(text: Any) -> str:
    """One line for a terminal: every control character (a newline too) shown as an escape."""
    return visible(text)


def terminal_lines(text: Any) -> list[str]:
    """Several lines for a terminal (an engine's stderr): split at newlines, each line escaped."""
    return [visible(line) for line in str(text).split("\n")]


# --- Markdown --------------------------------------------------------------------------------

#: what can start Markdown or HTML in running text: backslash, code, emphasis (an underscore only
#: where it is not inside a word, where it never is), links and images, tables, strikethrough,
#: headings' closing hashes, math, HTML and entities; and every form of autolink a renderer finds
#: in plain text (CommonMark's <...>, GFM's extended autolinks, linkify-it's links, which
#: markdown-it and many viewers use), each broken where it must have a character it can't do without:
#: a scheme's ":" before "/" ("https://", "ftp://") and a protocol-relative link's "//" ("//10.0.0.1/x",
#: "//localhost/x"); a domain's "." before a letter ("www.", "evil.example", "xn--"); an IPv4
#: address's "." before a number and another "." ("10.0.0.1", for renderers that link bare
#: addresses); an e-mail's "@" (which "mailto:" and "xmpp:" links need too). A backslash escape
#: ends the run of text a renderer looks for links in, and is not shown.
_MARKDOWN = re.compile(r"[\\`*\[\]|~#$<>&@]|(?<![^\W_])_|_(?![^\W_])|\.(?=[^\W\d_]|\d{1,3}\.)|:(?=/)|/(?=/)")
_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}


def markdown_text(text: Any) -> str:
    """Running text in Markdown (a paragraph, a heading, a list item, a table cell): shown as it
    is, never as markup. Newlines become spaces: the text stays in its line (its cell, its item)."""
    shown = visible(" ".join(str(text).split("\n")))
    return _MARKDOWN.sub(lambda m: _ENTITIES.get(m.group(), "\\" + m.group()), shown)


def markdown_code(text: Any, in_table: bool = False) -> str:
    """Text as inline code: a run of backticks longer than any inside it, padded where it starts or
    ends with one; in a table, its pipes escaped (GFM splits cells before reading code spans)."""
    shown = visible(" ".join(str(text).split("\n")))
    if not shown.strip():
        return markdown_text(shown)
    fence = "`" * (max((len(run) for run in re.findall("`+", shown)), default=0) + 1)
    pad = " " if shown[0] in "` " or shown[-1] in "` " else ""
    if in_table:
        shown = shown.replace("|", "\\|")
    return f"{fence}{pad}{shown}{pad}{fence}"


def markdown_block(text: Any) -> list[str]:
    """Text as a fenced code block, its lines as they are (control characters visible): the
    fence is longer than any run of tildes inside, so nothing inside can close it."""
    shown = visible(str(text).rstrip("\n"), keep="\n\t")
    fence = "~" * max(4, max((len(run) for run in re.findall("~+", shown)), default=0) + 1)
    return [fence, *shown.split("\n"), fence]


def anchor(text: Any) -> str:
    """An id usable as an HTML id and a URL fragment alike: letters, digits, '.' and '-' stay (every
    scenario id is made of those), any other character is written _<hex>_."""
    return re.sub(r"[^A-Za-z0-9.-]", lambda m: f"_{ord(m.group()):x}_", str(text))


def link(path: str, fragment: str = "") -> str:
    """A relative link (to a file beside, then to an anchor in it): percent-encoded, so that no
    file name can make it another scheme ("javascript:") or end the Markdown link early."""
    target = quote(path, safe="/") if path else ""
    return target + (f"#{anchor(fragment)}" if fragment else "")


# --- HTML and XML ----------------------------------------------------------------------------

def html_text(text: Any) -> Markup:
    """Text in HTML (an element's content or a quoted attribute's value)."""
    return _markup_escape(visible(text, keep="\n\t"))


def html_finalize(value: Any) -> Any:
    """What the Jinja environments do to every value before escaping it: strings get their control
    characters made visible (newlines and tabs stay, for evidence in <pre>)."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value, keep="\n\t")
    return value


def xml_text(text: Any) -> str:
    """Text for an XML element or attribute (ElementTree escapes the markup): the characters XML
    1.0 can't carry, and every other control character, become visible escapes."""
    return visible(text, keep="\t\n")


# --- addresses -------------------------------------------------------------------------------

_URL_SAFE = "/:?#[]@!$&'*+,;=%~-._"


def public_url(text: Any) -> str:
    """An address a report may link to: an http or https URL with a host, percent-encoded wherever
    it holds a character that could end a Markdown link or an HTML attribute (spaces, quotes,
    brackets, parentheses, control characters); "" for anything else ("javascript:", a relative
    path, a file name), which is then shown as text and never linked."""
    text = str(text).strip()
    scheme, _, rest = text.partition("://")
    if scheme.lower() not in ("http", "https") or not rest or rest[0] in "/?#" or not visible(text) == text:
        return ""
    return scheme.lower() + "://" + quote(rest, safe=_URL_SAFE.replace("'", "").replace("[", "").replace("]", ""))
