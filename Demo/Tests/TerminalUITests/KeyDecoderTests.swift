import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
  @Test func decodesArrowsPagesHomeEndAndCharacters() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = Array("\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OHjq/".utf8)
    #expect(
      decoder.feed(bytes) == [
        .up, .down, .pageUp, .pageDown, .home, .end, .home, .end, .home,
        .character("j"), .character("q"), .character("/"),
      ]
    )
  }

  @Test func controlKeysAndUTF8() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x03, 0x0D, 0x7F, 0x09]) == [.interrupt, .enter, .backspace, .tab])
    #expect(decoder.feed(Array("ü".utf8)) == [.character("ü")])
  }

  @Test func aSequenceSplitAcrossReadsIsCompletedByTheNextRead() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, UInt8(ascii: "[")], isEndOfRead: false).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "B")]) == [.down])
    #expect(decoder.feed(Array("ü".utf8).prefix(1).map { $0 }).isEmpty)
    #expect(decoder.feed(Array(Array("ü".utf8).dropFirst())) == [.character("ü")])
  }

  @Test func aLoneEscapeAtTheEndOfAReadIsTheEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [.escape])
    #expect(decoder.feed([0x1B, UInt8(ascii: "x")]) == [.escape, .character("x")])
  }
}
