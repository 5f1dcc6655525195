"""Cued recall: keyword + dense candidates, fusion, scoring, expansion, access marks."""
