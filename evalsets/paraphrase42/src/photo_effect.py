"""Turns a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(42)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker table background, rotated ~2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (shading from the top-left, vignette)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    a = int(255 * (i / 60) ** 1.6)
    d.ellipse([-W * 0.25 + i * W / 120, -H * 0.2 + i * H / 120, W * 1.25 - i * W / 120, H * 1.2 - i * H / 120], fill=a)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.blend(img, Image.new("RGB", (W, H), (20, 18, 15)), 0.55)
img = Image.composite(img, dark, shade)
grad = Image.linear_gradient("L").resize((W, H))
img = Image.composite(img, Image.blend(img, Image.new("RGB", (W, H), (60, 50, 40)), 0.25), ImageChops.invert(grad))
tint = Image.new("RGB", (W, H), (255, 240, 215))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.overlay(img, noise), 0.25)
img.save(dst, "JPEG", quality=80)
