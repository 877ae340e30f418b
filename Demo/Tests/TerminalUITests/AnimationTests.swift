import Testing

@testable import TerminalUI

@Suite struct AnimationTests {
  @Test func barsFillTheirWidthToTheEighth() {
    #expect(Bar.text(fraction: 0, width: 4) == "    ")
    #expect(Bar.text(fraction: 1, width: 4) == "████")
    #expect(Bar.text(fraction: 0.5, width: 4) == "██  ")
    #expect(Bar.text(fraction: 0.5625, width: 4) == "██▎ ")  // 18 eighths: 2 full, 2 eighths
    #expect(Bar.text(fraction: 2, width: 3) == "███")
    #expect(TextWidth.of(Bar.text(fraction: 0.33, width: 17)) == 17)
  }

  @Test func theSpringStartsAtZeroSettlesOnOneAndOvershootsALittle() {
    #expect(Easing.spring(0) == 0)
    #expect(Easing.spring(1) == 1)
    #expect(Easing.spring(2) == 1)
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(Easing.spring)
    #expect(samples.max()! > 1, "a spring overshoots")
    #expect(samples.max()! < 1.2)
    #expect(samples.min()! >= 0)
    #expect(Easing.spring(0.5) > 0.8, "most of the way by half time")
  }

  @Test func easeOutIsMonotonicWithinZeroAndOne() {
    let samples = stride(from: -0.5, through: 1.5, by: 0.05).map(Easing.easeOut)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(samples.first == 0)
    #expect(samples.last == 1)
  }

  @Test func viewportsClampToTheListAndFollowItsCount() {
    var viewport = Viewport(height: 5)
    viewport.update(count: 20)
    #expect(viewport.visible == 0..<5)
    viewport.scroll(by: 3)
    #expect(viewport.visible == 3..<8)
    viewport.scroll(by: 100)
    #expect(viewport.visible == 15..<20)
    #expect(viewport.isAtEnd)
    viewport.update(count: 0)
    #expect(viewport.visible.isEmpty)
    viewport.update(count: 3)
    #expect(viewport.visible == 0..<3)
  }

  @Test func halfBlocksShowTwoPixelsPerCellAndFadeFromTheBackground() {
    let image = PixelImage(width: 2, height: 2, pixels: [RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255), RGB(9, 9, 9)])
    let lines = image.halfBlocks(columns: 2, lines: 1)
    #expect(lines.count == 1)
    #expect(lines[0].plainText == "▀▀")
    #expect(lines[0].spans[0].style.foreground == RGB(255, 0, 0))
    #expect(lines[0].spans[0].style.background == RGB(0, 0, 255))
    let faded = image.halfBlocks(columns: 2, lines: 1, fade: 0, background: RGB(30, 30, 30))
    #expect(faded[0].spans[1].style.foreground == RGB(30, 30, 30))
    #expect(image.scaled(width: 1, height: 1).pixels == [RGB(66, 66, 66)])
  }
}
