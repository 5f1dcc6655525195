"""TLS on the client's channel: what a caller trusts, and what it shows for mutual TLS.

A key travels in every call's metadata, so a client that reaches Memcue over a network
should use TLS (README "TLS"); on loopback plaintext is the default.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import grpc
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from service.errors import InvalidArgument


@dataclass(frozen=True, slots=True)
class TLSConfig:
    """`server_root_ca_cert`: PEM of the CA (or the self-signed certificate) the server's
    certificate must chain to; None trusts the system's roots. `domain`: the name the
    server's certificate must carry when the target's host is not one of its names (a
    certificate for memcue.example.org reached as 10.0.0.5:50051). `client_cert` and
    `client_private_key` (PEM, both or neither): for a server that requires client
    certificates."""

    server_root_ca_cert: bytes | None = None
    domain: str | None = None
    client_cert: bytes | None = None
    client_private_key: bytes | None = None

    def __post_init__(self) -> None:
        if (self.client_cert is None) != (self.client_private_key is None):
            raise InvalidArgument(
                "a client certificate needs its private key (and a key its certificate)",
                field="tls",
            )
        if self.domain is not None and not self.domain.strip():
            raise InvalidArgument(
                "tls domain is empty: give the server's name or none", field="tls"
            )

    @classmethod
    def from_files(
        cls,
        *,
        ca: Path | str | None = None,
        cert: Path | str | None = None,
        key: Path | str | None = None,
        domain: str | None = None,
    ) -> TLSConfig:
        """Reads the PEM files now, so a wrong path fails here and names the file rather
        than as a handshake error at the first call. What they hold is checked too: gRPC
        takes any PEM block and fails each call with "Failed to create security handshaker"
        for a key given as the CA, a certificate as the key, or a key not the certificate's."""
        root = _pem(ca, "CA certificate")
        client_cert = _pem(cert, "client certificate")
        client_key = _pem(key, "client private key")
        _certificate(root, ca, "CA certificate")
        leaf = _certificate(client_cert, cert, "client certificate")
        if client_key is not None:
            try:
                private = serialization.load_pem_private_key(client_key, password=None)
            except (ValueError, TypeError):
                raise InvalidArgument(
                    f"the client private key {key} is not an unencrypted PEM private key",
                    field="tls",
                ) from None
            if leaf is not None and _spki(private.public_key()) != _spki(leaf.public_key()):
                raise InvalidArgument(
                    f"the client private key {key} is not the key of the client certificate {cert}",
                    field="tls",
                )
        return cls(
            server_root_ca_cert=root,
            domain=domain or None,
            client_cert=client_cert,
            client_private_key=client_key,
        )

    def channel(self, target: str) -> grpc.Channel:
        credentials = grpc.ssl_channel_credentials(
            root_certificates=self.server_root_ca_cert,
            private_key=self.client_private_key,
            certificate_chain=self.client_cert,
        )
        options = [("grpc.ssl_target_name_override", self.domain)] if self.domain else []
        return grpc.secure_channel(target, credentials, options=options)


def open_channel(target: str, tls: TLSConfig | bool | None) -> grpc.Channel:
    """`tls` True: TLS trusting the system's roots; False or None: plaintext."""
    if tls is True:
        tls = TLSConfig()
    if isinstance(tls, TLSConfig):
        return tls.channel(target)
    return grpc.insecure_channel(target)


def _pem(path: Path | str | None, what: str) -> bytes | None:
    if path is None or str(path) == "":
        return None
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InvalidArgument(
            f"cannot read the {what} {path}: {exc.strerror}", field="tls"
        ) from None
    if b"-----BEGIN " not in data:
        raise InvalidArgument(f"the {what} {path} is not PEM (no '-----BEGIN' line)", field="tls")
    return data


def _certificate(data: bytes | None, path: Path | str | None, what: str) -> x509.Certificate | None:
    """The first certificate of a PEM file given as one (None when no file was given)."""
    if data is None:
        return None
    try:
        return x509.load_pem_x509_certificates(data)[0]
    except ValueError:
        raise InvalidArgument(f"the {what} {path} holds no PEM certificate", field="tls") from None


def _spki(public_key: object) -> bytes:
    return public_key.public_bytes(  # type: ignore[attr-defined,no-any-return]
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
