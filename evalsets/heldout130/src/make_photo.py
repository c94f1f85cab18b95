"""Turns src/pk/page-1.png into a phone photo cvs/IMG_20261103_184512.jpg (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, "pk", "page-1.png")
out = os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg")
random.seed(130)
page = Image.open(src).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))  # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm shading + vignette
grad = Image.new("L", img.size)
gd = ImageDraw.Draw(grad)
cx, cy = img.width * 0.42, img.height * 0.38
maxr = (img.width ** 2 + img.height ** 2) ** 0.5 * 0.62
for r in range(int(maxr), 0, -8):
    v = int(255 * max(0.55, 1 - (r / maxr) ** 2 * 0.6))
    gd.ellipse([cx - r, cy - r, cx + r, cy + r], fill=v)
shade = Image.merge("RGB", [grad, grad.point(lambda v: int(v * 0.97)), grad.point(lambda v: int(v * 0.9))])
img = ImageChops.multiply(img, shade)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(out, "JPEG", quality=82)
print("wrote", out)
