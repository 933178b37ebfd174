import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An X server (Xvfb) of its own and WebKitWebDriver drawing on it, for `WebKitBrowser`: WebKitGTK's MiniBrowser
/// needs a display, and the driver starts one MiniBrowser per WebDriver session.
struct WebKitDriverProcess: Sendable {
    /// The X server.
    let display: SpawnedProcess
    /// WebKitWebDriver.
    let driver: SpawnedProcess
    /// The driver's loopback port.
    let port: Int
    /// The fresh HOME and XDG folders of the browser (its caches and data), removed by `terminate`.
    let profileDirectory: String
    /// The MiniBrowser that sessions start.
    let miniBrowser: String

    /// The Debian packages that provide WebKit snapshots.
    static let packages = "webkit2gtk-driver xvfb"

    /// What is missing and how to install it, when `locate` finds no WebKit.
    static let notInstalled = "WebKit is not installed (apt-get install -y \(packages))"

    /// The executables, or a `SnapshotError` naming the packages to install: WebKitWebDriver and Xvfb on `PATH`
    /// (or `VITRINE_WEBKIT_DRIVER`), and MiniBrowser in WebKitGTK's library folder (or `VITRINE_WEBKIT_BROWSER`).
    static func locate() throws -> (driver: String, xvfb: String, miniBrowser: String) {
        let environment = ProcessInfo.processInfo.environment
        let driver = ChromiumProcess.resolve(environment["VITRINE_WEBKIT_DRIVER"] ?? "WebKitWebDriver", environment: environment)
        let xvfb = ChromiumProcess.resolve("Xvfb", environment: environment)
        let libraries = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/libexec"]
        let candidates = environment["VITRINE_WEBKIT_BROWSER"].map { [$0] } ?? libraries.map { "\($0)/webkit2gtk-4.1/MiniBrowser" }
        let miniBrowser = candidates.first { access($0, X_OK) == 0 }
        guard let driver, let xvfb, let miniBrowser else {
            throw SnapshotError(notInstalled)
        }
        return (driver, xvfb, miniBrowser)
    }

    /// Starts Xvfb on a free display (it names it on a pipe once it accepts clients), then WebKitWebDriver on a free
    /// loopback port with `GDK_SCALE` = `scale`, and waits until the driver is ready.
    static func start(scale: Int, timeout: Duration) async throws -> WebKitDriverProcess {
        let (driverPath, xvfbPath, miniBrowser) = try locate()
        ProfileDirectory.removeStale()
        let profile = try ProfileDirectory.create()
        var started: [SpawnedProcess] = []
        do {
            let display = try startDisplay(xvfbPath, timeout: timeout)
            started.append(display.process)
            let port = try freePort()
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = ":\(display.number)"
            environment["GDK_SCALE"] = "\(scale)"
            environment["GDK_BACKEND"] = "x11"
            environment["HOME"] = profile
            for folder in ["XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"] {
                environment[folder] = "\(profile)/\(folder.lowercased())"
                try FileManager.default.createDirectory(atPath: "\(profile)/\(folder.lowercased())", withIntermediateDirectories: true)
            }
            // No accessibility bus to find, and the same drawing path on every machine: Skia on the CPU.
            environment["NO_AT_BRIDGE"] = "1"
            environment["WEBKIT_SKIA_ENABLE_CPU_RENDERING"] = "1"
            let driver = try SpawnedProcess.spawn([driverPath, "--port=\(port)", "--host=local"], environment: environment)
            started.append(driver)
            let client = WebDriverClient(base: "http://127.0.0.1:\(port)", timeout: .seconds(1))
            let deadline = ContinuousClock.now + timeout
            while await !client.isReady() {
                guard ContinuousClock.now < deadline, !driver.hasExited() else {
                    throw SnapshotError("WebKitWebDriver at \(driverPath) did not come up on port \(port)")
                }
                try await Task.sleep(for: .milliseconds(20))
            }
            return WebKitDriverProcess(
                display: display.process,
                driver: driver,
                port: port,
                profileDirectory: profile,
                miniBrowser: miniBrowser
            )
        } catch {
            for process in started.reversed() { process.terminate() }
            try? FileManager.default.removeItem(atPath: profile)
            throw error
        }
    }

    /// Starts Xvfb with `-displayfd` and reads the display number it picked.
    private static func startDisplay(_ path: String, timeout: Duration) throws -> (process: SpawnedProcess, number: Int) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SnapshotError("could not create a pipe for Xvfb: \(String(cString: strerror(errno)))") }
        defer { close(ends[0]) }
        // A screen large enough for any preview document at scale 4 (the window may not outgrow it).
        let process: SpawnedProcess
        do {
            process = try SpawnedProcess.spawn(
                [path, "-displayfd", "3", "-screen", "0", "8192x8192x24", "-nolisten", "tcp", "-noreset"],
                environment: ProcessInfo.processInfo.environment,
                descriptors: [ends[1]]
            )
        } catch {
            close(ends[1])
            throw error
        }
        close(ends[1])
        var text = ""
        let deadline = ContinuousClock.now + timeout
        while !text.hasSuffix("\n") {
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            let remaining = deadline - ContinuousClock.now
            let milliseconds = Int32(max(0, remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            var byte: UInt8 = 0
            guard poll(&poller, 1, milliseconds) > 0, read(ends[0], &byte, 1) == 1 else {
                process.terminate()
                throw SnapshotError("Xvfb at \(path) did not start a display")
            }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw SnapshotError("Xvfb named no display: \(text)")
        }
        return (process, number)
    }

    /// A loopback TCP port nobody listens on now (the kernel's pick for port 0).
    private static func freePort() throws -> Int {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SnapshotError("could not open a socket: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw SnapshotError("could not find a free loopback port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Ends the driver (and the browsers it started), then the X server, and removes the profile.
    func terminate() {
        driver.terminate()
        display.terminate()
        try? FileManager.default.removeItem(atPath: profileDirectory)
    }
}
