"""Turn a rendered PDF page (PNG) into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(322)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# desk background, page slightly rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 84, 70))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# uneven lighting: gradient from top-left + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(bg.size), 4):
    v = int(70 * i / max(bg.size))
    d.line([(i, 0), (0, i)], fill=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", bg.size, (30, 25, 20))
img = Image.composite(dark, bg, shade.point(lambda p: int(p * 0.8)))
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.width * 0.15, -bg.height * 0.1, bg.width * 1.15, bg.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", bg.size, (20, 18, 15)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128)
img.save(dst, "JPEG", quality=82)
