import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(232)
im = Image.open('fu_page.png').convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h*0.62)))          # the printed page is folded; photo shows the top part
w, h = im.size
# paper tint
tint = Image.new('RGB', (w, h), (236, 230, 214))
im = ImageChops.multiply(im, tint)
# shading gradient (light from the upper left) + vignette
shade = Image.new('L', (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    for x in range(0, w, 8):
        dx, dy = (x - w*0.35)/w, (y - h*0.3)/h
        v = int(255 - min(110, 170*(dx*dx + dy*dy)))
        d.line([(x, y), (x+8, y)], fill=v)
im = ImageChops.multiply(im, Image.merge('RGB', [shade]*3))
# rotate with background (table)
bg = Image.new('RGB', (int(w*1.08), int(h*1.08)), (92, 74, 58))
im = im.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 74, 58))
bg.paste(im, ((bg.width-im.width)//2, (bg.height-im.height)//2))
im = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(im.size, 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(ImageChops.invert(noise))), 0.12)
im.save('../cvs/IMG_20261103_094512.jpg', quality=82)
print(im.size)
