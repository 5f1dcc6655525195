"""Working memory: a brief of where things stand, for a peer and/or a project, in a budget."""
