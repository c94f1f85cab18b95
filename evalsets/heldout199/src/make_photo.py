"""Turn the rendered page of He Qingyuan's 2026 CV into a phone photo (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(199)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# put the paper on a darker desk background
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = canvas.size
# shading: gradient from top-left (bright) to bottom-right (darker) + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(shade, vig)
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(canvas, dark, mask.point(lambda p: int(70 + p * 185 / 255)))
# warm tint, slight blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 6)), g, b.point(lambda p: max(0, p - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(dst, "JPEG", quality=82)
