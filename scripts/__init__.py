"""Batch jobs and benchmarks; they reuse the service's core and adapters."""
