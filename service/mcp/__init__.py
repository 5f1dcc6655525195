"""`memcue mcp`: Memcue's memory as MCP tools for an agent talking to one peer.

A thin adapter over the gRPC API, never over the data dir: every tool call is one or a few
calls of the typed client (`service.client`) to a running `memcue serve`, sent with the
session's key. The server's auth interceptor resolves the key to a namespace and role, and
the core keeps every rule (labels, privacy guard, dedup, trust, roles); this package only
binds a session to its peer and key, and renders results and errors as text a model reads.

Why a client and not the core in-process: one process owns a data dir (embedded Chroma,
SQLite stores, the aw-server child, the outbox sender), and nothing locks it against a
second owner; an agent host starts a stdio MCP server per conversation, which should take a
second and no model load. See README "MCP".

- `session`: which key and peer a call runs with (stdio: fixed at launch; HTTP: the
  request's headers), and a small pool of clients per key.
- `render`: results as text, each memory marked with its provenance.
- `tools`: the tools, their descriptions, and the MCPServer built from them.
- `http`: streamable HTTP on its own loopback listener, behind a key check.
"""
