// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`, which
// on Apple's platforms adds image attachments): a file that imports both Testing and a module
// named CoreGraphics makes the compiler import it. The toolchains for other platforms do not
// ship it, so without this empty stand-in every test file of a SwiftUI package would fail to
// compile on Linux ("no such module '_Testing_CoreGraphics'") as soon as `import SwiftUI` brings
// this package's CoreGraphics module. It declares nothing.
