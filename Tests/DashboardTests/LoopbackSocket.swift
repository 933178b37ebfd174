import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking TCP socket to a loopback port, for the connection-admission tests: it can connect
/// from a chosen loopback source address, send raw bytes, and tell whether the server closed it.
final class LoopbackSocket {
    /// Why a socket call failed.
    struct Failure: Error, CustomStringConvertible {
        /// The call and errno.
        let description: String
    }

    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`, from `source` when given (any 127.x.y.z on Linux).
    init(port: Int, source: String? = nil, receiveTimeout: Double = 60) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        setReceiveTimeout(receiveTimeout)
        if let source {
            var local = Self.address(source, port: 0)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(descriptor)
                throw Failure(description: "bind \(source): \(errno)")
            }
        }
        var remote = Self.address("127.0.0.1", port: port)
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit { close(descriptor) }

    /// How long a read waits for bytes before it gives up, in seconds.
    func setReceiveTimeout(_ seconds: Double) {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: .init((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `text`.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "write: \(errno)") }
            sent += count
        }
    }

    /// Reads what arrives until the server closes or the receive timeout passes: the text, and
    /// whether the connection was closed (end of stream or reset) rather than timed out.
    func readUntilClosed() -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
                continue
            }
            let timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            return (String(decoding: received, as: UTF8.self), !timedOut)
        }
    }

    /// Whether the server has closed the connection by now, without waiting: a peek that finds the
    /// end of the stream (or a reset) says closed, one that would block says open.
    var isClosedNow: Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Reads one response with a `Content-Length` (or what arrives before the connection closes
    /// or the receive timeout passes), leaving the connection open.
    func readResponse() -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let header = text[..<end.lowerBound].split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            let length = header.flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text[end.upperBound...].utf8.count >= length { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Sends `GET path` with `Connection: close` and returns the response's text.
    func get(_ path: String) throws -> String {
        try send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        return readUntilClosed().text
    }

    /// A port nothing listens on right now (bound and released).
    static func freePort() throws -> Int {
        #if canImport(Glibc)
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let probe = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(probe) }
        var local = address("127.0.0.1", port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(probe, pointer, length) == 0 && getsockname(probe, pointer, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "bind: \(errno)") }
        return Int(UInt16(bigEndian: local.sin_port))
    }

    /// An IPv4 socket address.
    private static func address(_ host: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        return address
    }
}
