"""Turns src/tr/tr_old_page-1.png into a phone photo cvs/tobias_renninger_cv_2022.jpg (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(257)
here = os.path.dirname(os.path.abspath(__file__))
src = Image.open(os.path.join(here, "tr", "tr_old_page-1.png")).convert("RGB")
w, h = src.size
canvas = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # wooden desk
canvas.paste(src, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards bottom-right, vignette
W, H = canvas.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(140))
mask = ImageChops.multiply(grad, vign)
shade = Image.merge("RGB", [mask, mask, mask.point(lambda v: int(v * 0.93))])
img = ImageChops.multiply(canvas, shade)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(here, "..", "cvs", "tobias_renninger_cv_2022.jpg"), quality=82)
print("ok", img.size)
