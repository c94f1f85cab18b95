"""Turns the rendered page PNG into a phone-photo-like JPEG (rotation, shading, vignette, blur, noise)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(59)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# table background (darker wood-ish grey) larger than page
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (118, 104, 88))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(118, 104, 88))
# uneven lighting: linear shade from top-left to bottom-right + vignette
W, H = img.size
shade = Image.linear_gradient("L").rotate(35, expand=False).resize((W, H))
shade = shade.point(lambda v: 255 - int(v * 0.28))
vig = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r, g.point(lambda v: int(v * 0.97)), b.point(lambda v: int(v * 0.90))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(dst, "JPEG", quality=82)
