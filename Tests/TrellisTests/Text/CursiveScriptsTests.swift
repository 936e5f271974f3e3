import Testing
@testable import Trellis

/// Which characters take letter spacing: CSS Text 3 §8.2 ("letter-spacing must not be applied
/// to cursive scripts"), with characters of no script taking their neighbours', as a
/// browser's script runs do.
@Suite("Cursive scripts")
struct CursiveScriptsTests {
    @Test("text with no cursive script needs no per-character answer")
    func latinAndJapaneseAreAllTracked() {
        #expect(CursiveScripts.tracked(Array("Hello, 世界 👋")) == nil)
    }

    @Test("Arabic letters and the space between two Arabic words take no spacing")
    func arabicIsUntracked() {
        #expect(CursiveScripts.tracked(Array("مرحبا بالعالم")) == Array(repeating: false, count: 13))
    }

    @Test("a neutral character takes the script of the letter before it, or after it at the start")
    func neutralsFollowTheirNeighbours() {
        #expect(CursiveScripts.tracked(Array("ab سل")) == [true, true, true, false, false])
        #expect(CursiveScripts.tracked(Array("سل ab")) == [false, false, false, true, true])
        #expect(CursiveScripts.tracked(Array(" 1سa")) == [false, false, false, true])
    }

    @Test("Syriac, N'Ko and Mongolian are cursive too")
    func otherCursiveScripts() {
        for text in ["ܫܠܡܐ", "ߒߞߏ", "ᠮᠣᠩᠭᠣᠯ"] {
            #expect(CursiveScripts.tracked(Array(text))?.contains(true) == false, "\(text)")
        }
    }
}
