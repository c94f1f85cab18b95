"""Turns a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops

src, dst = sys.argv[1], sys.argv[2]
random.seed(216)
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background, slight rotation
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
page = page.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: gradient from top-left to bottom-right + vignette
shade = Image.new("L", img.size, 0)
dr = ImageDraw.Draw(shade)
W, H = img.size
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    dr.line([(i, 0), (0, i)], fill=v, width=6)
    dr.line([(W, H - i + max(W, H)), (W - i + max(W, H), H)], fill=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (0, 0, 0))
img = Image.composite(dark, img, shade.point(lambda p: min(p, 80)))
vign = Image.new("L", img.size, 0)
ImageDraw.Draw(vign).ellipse([-W * 0.15, -H * 0.12, W * 1.15, H * 1.12], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.blend(img, dark, 0.45), vign)
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 6)), g, b.point(lambda p: max(0, p - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 14).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(dst, "JPEG", quality=78)
print("wrote", dst)
