import Foundation

/// A protocol that describes how a type interacts with transport APIs such as drag and drop,
/// copy and paste, and the share sheet a ``ShareLink`` presents (CoreTransferable's
/// `Transferable`, which `import SwiftUI` brings on Apple's platforms).
///
/// `String`, `URL`, `Data` and ``Image`` conform, as on Apple's platforms, so they can be
/// shared:
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe")!)
/// ```
///
/// Headless there is no pasteboard, drag session or share sheet, so nothing exports a value:
/// a conformance only describes how one would be transferred. Off Apple's platforms there is
/// no `UTType` either, so CoreTransferable's content-typed representations
/// (`DataRepresentation`, `FileRepresentation`, `CodableRepresentation`) are not declared
/// (docs/differences.md, "Sharing").
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A declarative description of the process of importing and exporting a transferable item
/// (CoreTransferable's `TransferRepresentation`).
///
/// A representation is composed of others, as a view's body is of views; the system's
/// representations are primitive (their ``body`` is `Never`).
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable

    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation

    /// A builder expression that describes the process of importing and exporting an item.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Creates a transfer representation by composing existing transfer representations
/// (CoreTransferable's `TransferRepresentationBuilder`).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Passes a single representation written as a child through unmodified.
    public static func buildExpression<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item {
        content
    }

    /// Passes a single representation through unmodified.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item {
        content
    }
}

/// The representation of a value the system knows how to transfer: a primitive one, whose
/// export is the system's (`String`, `URL`, `Data`, ``Image``). Headless nothing reads it.
struct SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {
    /// A primitive representation has no body.
    var body: Never { return fatalError("A primitive transfer representation has no body") }
}

extension Never: Transferable {
    /// Never has no representation; reading it is a programming error.
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    /// Never transfers nothing. (Its `body`, which reading is a programming error, is the one
    /// it has as a view.)
    public typealias Item = Never
}

extension String: Transferable {
    /// Text, transferred as plain text by the system (headless, nowhere).
    public static var transferRepresentation: some TransferRepresentation {
        SystemTransferRepresentation<String>()
    }
}

extension URL: Transferable {
    /// A URL, transferred as a URL by the system (headless, nowhere).
    public static var transferRepresentation: some TransferRepresentation {
        SystemTransferRepresentation<URL>()
    }
}

extension Data: Transferable {
    /// Bytes, transferred as data by the system (headless, nowhere).
    public static var transferRepresentation: some TransferRepresentation {
        SystemTransferRepresentation<Data>()
    }
}

extension Image: Transferable {
    /// An image, transferred as a picture by the system (headless, nowhere).
    public static var transferRepresentation: some TransferRepresentation {
        SystemTransferRepresentation<Image>()
    }
}
