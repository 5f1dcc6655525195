"""gRPC transport: servicer (validate -> core -> convert), server wiring, auth context."""
