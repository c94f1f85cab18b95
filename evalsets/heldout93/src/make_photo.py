# Phone-photo effect for the printed page (no text layer): crop, rotate, shade, vignette, blur, noise.
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(93)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "yt-1.png")).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper tone
im = ImageChops.multiply(im, Image.new("RGB", im.size, (246, 240, 228)))
# table background + rotation
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.14)), (92, 74, 58))
bg.paste(im, (int(w * 0.06), int(h * 0.07)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# shading gradient (light from top-left) and vignette
W, H = bg.size
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    dr.line([(0, y), (W, y)], fill=int(255 - 45 * y / H))
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse((-W * 0.2, -H * 0.2, W * 1.2, H * 1.2), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign)
bg = Image.composite(bg, Image.new("RGB", (W, H), (30, 25, 20)), mask.point(lambda v: int(90 + v * 165 / 255)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.5)
bg.save(os.path.join(here, "..", "cvs", "IMG_20261102_183214.jpg"), quality=82)
print("ok", bg.size)
