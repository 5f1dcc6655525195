"""Consolidation (the memory pyramid): verbatim -> summary -> gist, originals archived."""
