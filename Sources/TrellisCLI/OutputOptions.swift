import ArgumentParser
import Foundation

/// Where a command writes: a file (written only once everything succeeded) or standard output.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func write(_ text: String) throws { try write(data: Data(text.utf8)) }

    func write(data: Data) throws {
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError("\(output): cannot write: \(error.localizedDescription)")
        }
    }
}
