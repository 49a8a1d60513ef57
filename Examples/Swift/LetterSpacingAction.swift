// An action of your own, after PVView's README: it spreads the letters of a label as the page
// turns. In the Parallax story it plays on a label of the title page that carries its name.
//
// Run: vitrine --swift Examples/Swift/LetterSpacingAction.swift --preset parallax
// Scroll to the next page and back to see it play; the numbers below show in the panel (Tab).
//
// Only numbers cross to your code: the label's text is not there to read (it is `nil`), but
// everything else of the target is, and what you set comes back.
import VitrineParallax

struct LetterSpacingAction: PVActionBasicType {
    /// When within the page it plays, and how it is eased.
    var parameters = PVParameters.default
    /// The space between letters at the start of the page, in points.
    var fromSpacing: Double = 0       // -2...14
    /// The space between letters at the end of the page.
    var toSpacing: Double = 10        // -2...14

    func step(_ progress: Double, target: inout PVTarget) {
        target.node.letterSpacing = fromSpacing + (toSpacing - fromSpacing) * progress
    }

    func reverse(with newParameters: PVParameters) -> LetterSpacingAction {
        LetterSpacingAction(parameters: newParameters, fromSpacing: toSpacing, toSpacing: fromSpacing)
    }
}
