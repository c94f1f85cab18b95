"""Turns bao_page.png into a phone-photo-like JPEG (rotation, vignette, blur, noise)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance
random.seed(54)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "bao_page.png")).convert("RGB")
w, h = img.size
# paper tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (246, 240, 226)))
# rotate ~2 degrees on a desk-coloured background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
w, h = img.size
# shading: darker toward the lower-right + vignette
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (1 - i / 60) ** 2 * 0.55)
    dr.rectangle([i * w // 120, i * h // 120, w - i * w // 120, h - i * h // 120], outline=None)
gv = Image.linear_gradient("L").resize((w, h))
gh = Image.linear_gradient("L").transpose(Image.ROTATE_90).transpose(Image.FLIP_LEFT_RIGHT).resize((w, h))
grad = ImageChops.add(gv, gh, scale=2.0)
grad = ImageEnhance.Brightness(grad).enhance(0.35)
dark = Image.new("RGB", (w, h), (0, 0, 0))
img = Image.composite(dark, img, grad)
vig = Image.radial_gradient("L").resize((w, h))
vig = vig.point(lambda p: max(0, p - 110) * 0.9)
img = Image.composite(dark, img, vig.convert("L"))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageEnhance.Brightness(noise).enhance(1.9)), 0.18)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_手机拍摄_简历.jpg"), "JPEG", quality=82)
