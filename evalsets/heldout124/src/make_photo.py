# Turns tshabalala_page-1.png (pdftoppm -r 150) into a phone-photo-like JPEG with no text layer.
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(124)
page = Image.open(os.path.join(here, "tshabalala_page-1.png")).convert("RGB")
page = page.crop((0, 0, page.width, int(page.height * 0.62)))  # printed page, folded lower half out of frame
W, H = page.width + 160, page.height + 160
bg = Image.new("RGB", (W, H), (92, 78, 64))  # wooden desk
bg.paste(page, (80, 70))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven light: gradient shading from top-left
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for x in range(0, W, 8):
        v = int(255 - 55 * (x / W) * 0.6 - 55 * (y / H) * 0.8)
        d.line([(x, y), (x + 8, y)], fill=v)
bg = ImageChops.multiply(bg, Image.merge("RGB", [shade] * 3))
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new("RGB", (W, H), (20, 18, 15)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda p: 200 + p // 5)), 0.35)
bg.save(os.path.join(here, "..", "cvs", "IMG_20261102_184417.jpg"), quality=82)
print("ok", bg.size)
