import Testing
import MarqueeCore

@Test func asciiLetterIsOneColumn() {
    #expect(DisplayWidth().width(ofCluster: "a".unicodeScalars) == 1)
}
