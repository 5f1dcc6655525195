"""gRPC server wiring: servicer, health, reflection, limits, graceful shutdown.

Threading model: a bounded thread pool serves RPCs (the model and Chroma calls block and
release the GIL in native code); the embedder admits a fixed number of concurrent model
calls, and `maximum_concurrent_rpcs` turns overload into RESOURCE_EXHAUSTED instead of an
unbounded queue.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading
from collections.abc import Callable
from concurrent import futures
from dataclasses import dataclass
from types import FrameType
from typing import Any

import grpc
import structlog
from google.protobuf.message import DecodeError, Message
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from service.api.auth import AuthInterceptor
from service.api.metrics import MetricsInterceptor
from service.api.servicer import MemoryServicer
from service.api.tls import ReloadingCredentials, is_loopback, load_server_tls, warn_if_expiring
from service.app import App, build_http_listener, web_page_enabled
from service.gen.memcue.v1 import memory_pb2 as pb

log = structlog.get_logger(__name__)

SERVICE_NAME = pb.DESCRIPTOR.services_by_name["MemoryService"].full_name


@dataclass(frozen=True, slots=True)
class _Malformed:
    """Stands in for a request whose bytes did not parse."""

    message_type: str
    error: str


def _lenient(parse: Callable[[bytes], Message], message_type: str) -> Callable[[bytes], object]:
    def deserialize(data: bytes) -> object:
        try:
            return parse(data)
        except (DecodeError, ValueError, UnicodeDecodeError) as exc:
            return _Malformed(message_type, type(exc).__name__)

    return deserialize


def _guarded(method: Callable[[Any, grpc.ServicerContext], Any]) -> Callable[..., Any]:
    def handle(request: object, context: grpc.ServicerContext) -> Any:
        if isinstance(request, _Malformed):
            context.abort(
                grpc.StatusCode.INVALID_ARGUMENT,
                f"the request is not a valid {request.message_type} message "
                f"(invalid protobuf or UTF-8: {request.error})",
            )
        return method(request, context)

    return handle


def _handlers(servicer: MemoryServicer) -> grpc.GenericRpcHandler:
    """Method handlers built from the service descriptor, like the generated
    add_MemoryServiceServicer_to_server, except that bytes which do not parse become
    INVALID_ARGUMENT instead of grpc's default INTERNAL ("Exception deserializing request")."""
    handlers = {}
    for method in pb.DESCRIPTOR.services_by_name["MemoryService"].methods:
        request_type = getattr(pb, method.input_type.name)
        response_type = getattr(pb, method.output_type.name)
        handlers[method.name] = grpc.unary_unary_rpc_method_handler(
            _guarded(getattr(servicer, method.name)),
            request_deserializer=_lenient(request_type.FromString, method.input_type.full_name),
            response_serializer=response_type.SerializeToString,
        )
    return grpc.method_handlers_generic_handler(SERVICE_NAME, handlers)


WAKE_S = 0.25  # how often the main thread wakes to run a signal handler (see `wait`)


class MemcueServer:
    def __init__(self, app: App) -> None:
        s = app.settings
        self.app = app
        self._grace = s.shutdown_grace_s
        self._deadline_s = s.shutdown_grace_s + s.shutdown_timeout_s
        # Metrics outermost: calls that authentication refuses are counted too.
        interceptors: list[grpc.ServerInterceptor] = [
            AuthInterceptor(app.authenticator, SERVICE_NAME)
        ]
        if app.metrics is not None:
            interceptors.insert(0, MetricsInterceptor(app.metrics, SERVICE_NAME))
        self._server = grpc.server(
            futures.ThreadPoolExecutor(max_workers=s.grpc_workers, thread_name_prefix="rpc"),
            interceptors=interceptors,
            maximum_concurrent_rpcs=s.grpc_workers * 16,
            options=[
                ("grpc.max_receive_message_length", s.limits.max_request_bytes),
                ("grpc.max_send_message_length", 64 * 1024 * 1024),
                # gRPC sets SO_REUSEPORT by default: a second server on a port in use would
                # start, and the kernel would split the connections between the two.
                ("grpc.so_reuseport", 0),
            ],
        )
        servicer = MemoryServicer(app.core)
        self._servicer = servicer
        self._server.add_generic_rpc_handlers((_handlers(servicer),))
        self.health = health.HealthServicer()
        health_pb2_grpc.add_HealthServicer_to_server(self.health, self._server)
        reflection.enable_server_reflection(
            (SERVICE_NAME, health.SERVICE_NAME, reflection.SERVICE_NAME), self._server
        )
        material = load_server_tls(s.tls)
        self.tls = ReloadingCredentials(s.tls, material) if material is not None else None
        try:
            if self.tls is not None:
                creds = self.tls.credentials()
                self.port = self._server.add_secure_port(f"{s.host}:{s.port}", creds)
            else:
                self.port = self._server.add_insecure_port(f"{s.host}:{s.port}")
        except RuntimeError:  # newer grpcio raises where older ones return 0
            self.port = 0
        if self.port == 0:
            raise OSError(
                f"cannot listen on {s.host}:{s.port}: the port is in use (another Memcue?) "
                "or the address is not this machine's; set MEMCUE_PORT to another port"
            )
        self.address = f"{s.host}:{self.port}"
        # Metrics and the web page share one HTTP listener, off unless `http.enabled`.
        self.http = build_http_listener(app)
        self.metrics_url = f"{self.http.url}/metrics" if self.http and app.metrics else ""
        self.web_url = f"{self.http.url}/" if self.http and web_page_enabled(s) else ""
        self._stop_lock = threading.Lock()
        self._stopped = False
        self._closed = threading.Event()

    def start(self) -> None:
        self._server.start()
        if self.tls is not None:
            warn_if_expiring(self.tls.current)
        elif not is_loopback(self.app.settings.host):
            log.warning(
                "server.plaintext",
                host=self.app.settings.host,
                detail="keys travel in clear to this address: set tls.cert_file and "
                "tls.key_file, or keep the host on loopback",
            )
        if self.http is not None:
            self.http.start()
        for name in ("", SERVICE_NAME):
            self.health.set(name, health_pb2.HealthCheckResponse.SERVING)
        log.info("server.started", address=self.address)

    def stop(self, grace: float | None = None) -> None:
        """Health goes NOT_SERVING, in-flight calls get `grace` seconds, then the app closes."""
        with self._stop_lock:  # a second caller waits until the first has finished
            if self._stopped:
                return
            self._stopped = True
            self.health.enter_graceful_shutdown()
            if self.http is not None:  # no web request may reach a closing core
                self.http.stop()
            grace_s = self._grace if grace is None else grace
            # gRPC cancels what is still running once the grace period is over, but its
            # handler threads run on until they return; the app closes after the grace
            # period (plus a moment for cancellations), not after the slowest call.
            self._server.stop(grace_s).wait(timeout=grace_s + 5)
            self.app.close()
            log.info("server.stopped", address=self.address)
            self._closed.set()

    @property
    def calls_running(self) -> int:
        return self._servicer.calls_running

    def exit_past_grace(self) -> None:
        """After `stop`: calls still running would keep the process alive until they end
        (the interpreter joins gRPC's worker threads at exit; a RememberBatch of 256 long
        texts kept a stopped server up for over a minute). The app is closed and its log
        flushed by now, and a write cut off here leaves what a crash leaves, which the next
        start repairs from the log: so the process ends now."""
        running = self.calls_running
        if running:
            log.warning("server.exit_past_grace", calls=running)
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)

    def wait(self) -> None:
        """Until `stop` has closed the app: gRPC's own wait_for_termination also waits for
        every handler thread, however long a cancelled call runs on.

        In short waits, not one: Python runs a signal handler in the main thread only, and a
        main thread blocked in one untimed lock wait is woken by a signal only when the kernel
        delivers it to that thread. With gRPC's, ONNX Runtime's and Chroma's native threads
        about, it often goes to another, and SIGTERM then sat unhandled (a restarted server in
        the crash test ignored it for minutes, every thread idle, the main one here)."""
        while not self._closed.wait(timeout=WAKE_S):
            pass

    def stop_on_signals(self) -> None:
        """SIGTERM/SIGINT stop the server within a deadline; SIGUSR1 prints every thread's
        stack to stderr and the server goes on (what is it doing?)."""

        armed = threading.Event()

        def handle(signum: int, _frame: FrameType | None) -> None:
            log.info("server.signal", signal=signal.Signals(signum).name)
            if not armed.is_set():  # (armed again, a second signal would push it back)
                armed.set()
                arm_stop_deadline(self._deadline_s)
            threading.Thread(target=self.stop, name="shutdown", daemon=True).start()

        signal.signal(signal.SIGTERM, handle)
        signal.signal(signal.SIGINT, handle)
        faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)


def arm_stop_deadline(seconds: float) -> None:
    """A stop must end: if the process is still alive `seconds` from now, every thread's
    stack goes to stderr and it exits with status 1. faulthandler's timer is a C thread that
    needs no GIL, so a thread stuck in native code while holding it (Chroma's bindings hold
    the GIL through each call) cannot keep it from firing, as a Python watchdog could. What a
    cut-off close leaves behind is what a crash leaves, and the next start repairs it from the
    log. A restarted server in the crash test twice took minutes to stop under CI load, with
    nothing in its log; this bounds that and says where it was."""
    faulthandler.dump_traceback_later(seconds, exit=True, file=sys.stderr)
