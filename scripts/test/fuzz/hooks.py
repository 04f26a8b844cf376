"""Checks of the API fuzz run (scripts/test/fuzz-api.sh), loaded by schemathesis through SCHEMATHESIS_HOOKS.

Besides schemathesis' own `not_a_server_error`: no answer may show what only the server should know, a stack
trace or the text of an internal error (STYLE.md "Errors": unknown errors become a generic 500 message). And path
parameters are, half the time, the ids of the fuzzing user's own album and things (FUZZ_IDS, from fuzz-api.sh).
"""
import json
import os
import re

import schemathesis
from hypothesis import strategies as st

# The body of a tus PATCH (resumable uploads) is bytes, sent as the protocol's own media type.
schemathesis.serializer.alias("application/offset+octet-stream", "application/octet-stream")

INTERNAL_TEXT = re.compile(
    r"\bat (?:async )?[\w$.<>\[\]]+ \(|at Object\.|node_modules|MongoServerError|MongoError|MongoNetworkError|E11000|"
    r"CastError|BSONError|TypeError|ReferenceError|RangeError|SyntaxError|ZodError|AMQPError|ECONNREFUSED|"
    r"/src/[\w/.-]+\.ts|dist/index\.js"
)
TEXT_TYPES = ("json", "text", "html", "xml", "javascript")


@schemathesis.check
def no_internal_text(ctx, response, case):
    """The body of an answer (other than a stored file) tells nothing of the server's insides."""
    content_type = response.headers.get("content-type", [""])
    content_type = (content_type[0] if isinstance(content_type, list) else content_type) or ""
    if content_type and not any(kind in content_type.lower() for kind in TEXT_TYPES):
        return None
    text = response.content.decode("utf-8", "replace")
    found = INTERNAL_TEXT.search(text)
    if found:
        raise AssertionError(f"The answer shows internal text: {found.group(0)!r} in {text[:300]!r}")
    return None


def _known_ids():
    try:
        return {key: value for key, value in json.loads(os.environ.get("FUZZ_IDS", "{}")).items() if value}
    except ValueError:
        return {}


KNOWN_IDS = _known_ids()


def _real_id(path, name):
    """The id of the fuzzing user's own thing that `{name}` of `path` names, as the authorisation matrix fills them."""
    if name == "id":
        if "/albums/sections/{id}" in path or "/shared-section/{id}" in path:
            return KNOWN_IDS.get("sectionId")
        if "/albums/media/{id}" in path:
            return KNOWN_IDS.get("mediaId")
        if "/albums/highlights/{id}" in path:
            return KNOWN_IDS.get("highlightId")
        if "/admin/users/{id}" in path:
            return KNOWN_IDS.get("userId")
        return KNOWN_IDS.get("albumId")
    if name == "mediaId":
        return KNOWN_IDS.get("mediaId")
    return None


@schemathesis.hook
def flatmap_path_parameters(ctx, path_parameters):
    """Half the time, real ids in place of made-up ones: the calls then reach the code behind the lookups."""
    if not path_parameters or ctx.operation is None:
        return st.just(path_parameters)
    real = {name: _real_id(ctx.operation.path, name) for name in path_parameters}
    real = {name: value for name, value in real.items() if value}
    if not real:
        return st.just(path_parameters)
    return st.sampled_from([path_parameters, {**path_parameters, **real}])
