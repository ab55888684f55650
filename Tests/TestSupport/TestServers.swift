import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Servers that tests start on 127.0.0.1 and stop (with every child) when released.
public final class TestServer: @unchecked Sendable {
    public let port: Int
    private let process: ChildProcess

    private init(port: Int, process: ChildProcess) {
        self.port = port
        self.process = process
    }

    /// Kills the server and the processes it forked (its process group).
    public func stop() { process.kill() }

    /// A folder `server` in `folder` holding an empty bare repository `states.git`: the root
    /// that `gitDaemon` serves and a local remote's path.
    public static func serverRoot(in folder: URL) throws -> URL {
        let root = folder.appendingPathComponent("server")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try ProcessRunner.run("git", ["init", "-q", "--bare", root.appendingPathComponent("states.git").path]).succeeded()
        return root
    }

    /// `git daemon` serving every repository under `root`, pushes allowed.
    public static func gitDaemon(root: URL, port: Int? = nil) throws -> TestServer {
        let port = port ?? freePort()
        return try start("git", ["daemon", "--reuseaddr", "--export-all", "--enable=receive-pack", "--listen=127.0.0.1", "--port=\(port)",
                                 "--base-path=\(root.path)", root.path], port: port)
    }

    /// OpenSSH's sshd, run as the current user, accepting only `authorizedKey` (a public key
    /// file); git's upload-pack and receive-pack serve the repositories over it.
    public static func sshd(folder: URL, authorizedKey: URL) throws -> TestServer {
        let port = freePort()
        let hostKey = folder.appendingPathComponent("host_key")
        try ProcessRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey.path])
        let authorized = folder.appendingPathComponent("authorized_keys")
        try FileManager.default.copyItem(at: authorizedKey, to: authorized)
        let config = folder.appendingPathComponent("sshd_config")
        try """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(hostKey.path)
            AuthorizedKeysFile \(authorized.path)
            PidFile \(folder.appendingPathComponent("sshd.pid").path)
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            UsePAM no
            StrictModes no
            PermitRootLogin prohibit-password
            """.write(to: config, atomically: true, encoding: .utf8)
        // As root, sshd insists on its privilege separation folder.
        if getuid() == 0 { try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true) }
        return try start("/usr/sbin/sshd", ["-D", "-e", "-f", config.path], port: port)
    }

    /// An HTTPS server with a fresh self-signed certificate (which no client may trust) that
    /// answers every request with 404.
    public static func selfSignedHTTPS(folder: URL) throws -> TestServer {
        let port = freePort()
        let key = folder.appendingPathComponent("tls-key.pem").path, certificate = folder.appendingPathComponent("tls-cert.pem").path
        try ProcessRunner.run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                                          "-days", "2", "-subj", "/CN=127.0.0.1"]).succeeded()
        let script = """
            import http.server, ssl, sys
            class H(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers()
                do_POST = do_GET
                def log_message(self, *a): pass
            server = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER); context.load_cert_chain(sys.argv[2], sys.argv[3])
            server.socket = context.wrap_socket(server.socket, server_side=True)
            server.serve_forever()
            """
        return try start("python3", ["-c", script, "\(port)", certificate, key], port: port)
    }

    /// An HTTP server that answers every request with 401 (authentication always fails).
    public static func refusingHTTP() throws -> TestServer {
        let port = freePort()
        let script = """
            import http.server, sys
            class H(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    self.send_response(401); self.send_header("WWW-Authenticate", 'Basic realm="test"')
                    self.send_header("Content-Length", "0"); self.end_headers()
                do_POST = do_GET
                def log_message(self, *a): pass
            http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
            """
        return try start("python3", ["-c", script, "\(port)"], port: port)
    }

    /// A TCP server that reads a little of each connection, then closes it mid-conversation.
    public static func closingTCP() throws -> TestServer {
        let port = freePort()
        let script = """
            import socket, sys
            s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(5)
            while True:
                c, _ = s.accept(); c.recv(100); c.sendall(b"0008NAK\\n00"); c.close()
            """
        return try start("python3", ["-c", script, "\(port)"], port: port)
    }

    static func start(_ program: String, _ arguments: [String], port: Int) throws -> TestServer {
        let server = TestServer(port: port, process: try ChildProcess(program, arguments, capture: false))
        var attempts = 0
        while !canConnect(port) && attempts < 100 {
            attempts += 1
            Thread.sleep(forTimeInterval: 0.05)
        }
        return server
    }

    /// A port nothing listens on right now.
    public static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func canConnect(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } == 0
    }
}
