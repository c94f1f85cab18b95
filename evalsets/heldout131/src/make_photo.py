"""Turns page-1.png (pdftoppm -r 150 of shi_xiaoyan_2026.pdf) into a phone-photo JPEG."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, pathlib
here = pathlib.Path(__file__).resolve().parent
random.seed(131)
im = Image.open(here / "page-1.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 78, 64))   # desk
bg.paste(im, (int(W*0.06), int(H*0.04)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# shading: warm light from top-left, vignette
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W*0.35)/W, (y - H*0.3)/H
        v = int(255 - min(110, 260*(dx*dx + dy*dy)))
        gd.rectangle([x, y, x+3, y+3], fill=v)
grad = grad.filter(ImageFilter.GaussianBlur(30))
shade = Image.merge("RGB", (grad, grad.point(lambda v: int(v*0.97)), grad.point(lambda v: int(v*0.90))))
im = ImageChops.multiply(im, shade)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v//5)), 0.35)
im.save(here.parent / "cvs" / "IMG_20261103_142217.jpg", quality=82)
print("ok", im.size)
