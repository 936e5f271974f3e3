import Foundation

extension SymbolMetrics {
    /// Reports how the symbol `name`, in the view written `view`, was sized when it was not
    /// measured: an SF Symbol the table lacks is an estimate (``LayoutDiagnostic/Kind/approximated``);
    /// a name that is no SF Symbol is 0 × 0 (``LayoutDiagnostic/Kind/missingImage``), with the
    /// message SwiftUI logs for it. A result lists each once per name, however many views name it.
    static func report(_ sizing: Sizing, of name: String, in view: String, into resolver: inout Resolver) {
        switch sizing {
        case .measured:
            break
        case .typical:
            resolver.report(
                .approximated, view,
                "symbol \"\(name)\" is not among the symbols Trellis has measured; sized as a typical symbol (\(typicalName))")
        case .unknown:
            resolver.report(
                .missingImage, view,
                "No symbol named '\(name)' found in system symbol set; the image is 0 × 0, as in SwiftUI")
        }
    }
}
