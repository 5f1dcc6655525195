"""The memory loop's write side: transcripts in (ingest), salience at encoding (extract)."""
