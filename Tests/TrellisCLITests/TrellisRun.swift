import Foundation
import Testing

/// What one run of the built `trellis` gave.
struct TrellisRun: Sendable {
    let status: Int32
    let output: String
    let error: String
}

/// Runs the built `trellis` (it sits next to the test bundle) with `arguments` in `directory`,
/// with `environment` set over the test process's environment, as users run it.
func runTrellis(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> TrellisRun {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = products.appendingPathComponent("trellis")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first: no \(binary.path)")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return TrellisRun(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
}
